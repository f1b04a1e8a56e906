import { Heading, Stack } from '@acervo/ui';
import type { ReactNode } from 'react';

/**
 * A titled part of a My-area page: a section named by its h2. `focusable` lets the page move focus
 * to the heading after an action that changes the section (a cancel, a new token).
 */
export function MyAreaSection({
  id,
  title,
  focusable = false,
  children,
}: {
  id: string;
  title: ReactNode;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Heading level={2} id={id} tabIndex={focusable ? -1 : undefined}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
