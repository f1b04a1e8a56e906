import { vars } from '../tokens/css-variables.ts';

/**
 * The space between the window's edge and the page's content. Spacing is in rem, so zoomed text
 * widens it too; on a narrow window it gives way (4vw: about 13 px at 320 px) so the content keeps
 * the width it needs and nothing scrolls sideways (WCAG 1.4.10).
 */
export const pageGutter = `min(${vars.space.md}, 4vw)`;

/** The padding of a boxed panel inside the page (a form's frame), giving way the same way. */
export const panelPadding = `min(${vars.space.lg}, 5vw)`;
