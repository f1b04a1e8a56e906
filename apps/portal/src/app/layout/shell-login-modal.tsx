import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from '../../lib/jotai.ts';
import { loginPromptAtom } from '../../lib/login-prompt/login-prompt.ts';

/**
 * Answers a feature's request to log in (spec §6). Until the design system's dialog is available
 * this takes the visitor to the login page, returning them here afterwards.
 */
export function ShellLoginModal() {
  const [prompt, setPrompt] = useAtom(loginPromptAtom);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!prompt.open) return;
    setPrompt({ open: false });
    void navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
  }, [prompt.open, setPrompt, navigate, location.pathname, location.search]);
  return null;
}
