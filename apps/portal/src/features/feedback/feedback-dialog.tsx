import { Button, DialogTrigger } from '@acervo/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { feedbackTitles } from './feedback-messages.ts';
import type { FeedbackKind } from './send-feedback.ts';

// The forms, their widgets and the call behind them load when a visitor reaches for a button.
const loadModal = () => import('./feedback-modal.tsx');
const FeedbackModal = lazy(() => loadModal().then((module) => ({ default: module.FeedbackModal })));

/**
 * A footer button and its dialog (spec §2): general comment, acquisition suggestion or support.
 * The dialog's code is fetched when the pointer or focus reaches the button, so it is usually
 * there by the time the button is pressed; once opened it stays mounted, so closing animates and
 * gives focus back to the button.
 */
export function FeedbackDialog({ kind }: { kind: FeedbackKind }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        if (isOpen) setOpened(true);
      }}
    >
      <Button variant="secondary" onHoverStart={() => void loadModal()} onFocus={() => void loadModal()}>
        {intl.formatMessage(feedbackTitles[kind])}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FeedbackModal kind={kind} close={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </DialogTrigger>
  );
}
