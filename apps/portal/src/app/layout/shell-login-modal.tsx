import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActivities } from '../../lib/activities/use-activities.ts';
import { useAtom } from '../../lib/jotai.ts';
import { loginIntentAtom, loginPromptAtom, useLoginPrompt } from '../../lib/login-prompt/login-prompt.ts';

// The login form, its validation and its widgets stay out of every page until a login looks likely.
const LoginModal = lazy(() =>
  import('../../features/auth/login-modal.tsx').then((module) => ({ default: module.LoginModal })),
);

/**
 * Answers a request to log in (spec §2, §6): with activity 107 the login modal opens over the
 * page; without it the visitor goes to the login page and returns here afterwards (ADR 045).
 */
export function ShellLoginModal() {
  const [prompt, setPrompt] = useAtom(loginPromptAtom);
  const [intent, setIntent] = useAtom(loginIntentAtom);
  const { loaded } = useActivities();
  const { modal, href } = useLoginPrompt();
  const navigate = useNavigate();
  useEffect(() => {
    if (!prompt.open || !loaded || modal) return;
    setPrompt({ open: false });
    void navigate(href);
  }, [prompt.open, loaded, modal, setPrompt, navigate, href]);
  // Once asked for, the modal stays mounted, so closing it animates and gives focus back.
  useEffect(() => {
    if (prompt.open) setIntent(true);
  }, [prompt.open, setIntent]);
  if (!modal || !(prompt.open || intent)) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal
        isOpen={prompt.open}
        reason={prompt.reason}
        onOpenChange={(isOpen) => setPrompt(isOpen ? prompt : { open: false })}
      />
    </Suspense>
  );
}
