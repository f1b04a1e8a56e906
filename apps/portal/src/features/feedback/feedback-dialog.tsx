import { Button } from '@acervo/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { feedbackTitles } from './feedback-titles.ts';
import type { FeedbackKind } from './send-feedback.ts';

// The forms, their widgets and the call behind them load when a visitor reaches for a button.
const loadModal = () => import('./feedback-modal.tsx');
const FeedbackModal = lazy(() => loadModal().then((module) => ({ default: module.FeedbackModal })));

/**
 * A footer button and its dialog (spec §2): general comment, acquisition suggestion or support.
 * The dialog's code is fetched when the pointer or focus reaches the button, so it is usually
 * there by the time the button is pressed; once opened it stays mounted, so closing animates and
 * the modal gives focus back to the button. The button opens a controlled modal rather than
 * sitting in a `DialogTrigger`: the trigger's overlay and menu code would otherwise load with
 * every page, for a footer most visitors never use.
 */
export function FeedbackDialog({ kind }: { kind: FeedbackKind }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onHoverStart={() => void loadModal()}
        onFocus={() => void loadModal()}
        onPress={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {intl.formatMessage(feedbackTitles[kind])}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FeedbackModal kind={kind} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
