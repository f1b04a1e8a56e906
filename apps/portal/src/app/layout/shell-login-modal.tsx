import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoginModal } from '../../features/auth/login-modal.tsx';
import { useActivities } from '../../lib/activities/use-activities.ts';
import { useAtom } from '../../lib/jotai.ts';
import { loginPromptAtom, useLoginPrompt } from '../../lib/login-prompt/login-prompt.ts';

/**
 * Answers a request to log in (spec §2, §6): with activity 107 the login modal opens over the
 * page; without it the visitor goes to the login page and returns here afterwards (ADR 045).
 */
export function ShellLoginModal() {
  const [prompt, setPrompt] = useAtom(loginPromptAtom);
  const { loaded } = useActivities();
  const { modal, href } = useLoginPrompt();
  const navigate = useNavigate();
  useEffect(() => {
    if (!prompt.open || !loaded || modal) return;
    setPrompt({ open: false });
    void navigate(href);
  }, [prompt.open, loaded, modal, setPrompt, navigate, href]);
  if (!modal) return null;
  return (
    <LoginModal
      isOpen={prompt.open}
      reason={prompt.reason}
      onOpenChange={(isOpen) => setPrompt(isOpen ? prompt : { open: false })}
    />
  );
}
