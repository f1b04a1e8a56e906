import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLoginPrompt } from './login-prompt.ts';

/**
 * A "log in" link. It always points at the login page (so opening it in a new tab works); where
 * the institution has the modal login (activity 107) a plain click opens the modal instead.
 */
export function LoginLink({ children, onPress }: { children: string; onPress?: () => void }) {
  const prompt = useLoginPrompt();
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onPress?.();
    const plainClick =
      event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (!prompt.modal || !plainClick) return;
    event.preventDefault();
    prompt.open();
  }
  return (
    <Link
      to={prompt.href}
      aria-haspopup={prompt.modal ? 'dialog' : undefined}
      onClick={click}
      onPointerEnter={prompt.prepare}
      onFocus={prompt.prepare}
    >
      {children}
    </Link>
  );
}
