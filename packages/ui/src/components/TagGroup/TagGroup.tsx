import type { ReactNode } from 'react';
import {
  Button,
  Label,
  type TagGroupProps as AriaTagGroupProps,
  type TagListProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Icon } from '../Icon/Icon.tsx';
import { StyledTag, StyledTagGroup, StyledTagList } from './TagGroup.styles.ts';

export type TagGroupProps<T extends object> = Omit<AriaTagGroupProps, 'className' | 'style' | 'children'> &
  Pick<TagListProps<T>, 'items' | 'children' | 'renderEmptyState'> & {
    /** The group's visible label ("Filtros aplicados"). */
    label?: ReactNode;
  };

/**
 * A row of tags, e.g. the applied search filters. Arrow keys move between tags; with `onRemove`,
 * each tag gets a remove button and Delete or Backspace removes the focused one.
 */
export function TagGroup<T extends object>({
  label,
  items,
  children,
  renderEmptyState,
  ...props
}: TagGroupProps<T>) {
  return (
    <StyledTagGroup {...props} data-component="TagGroup">
      {label != null ? <Label>{label}</Label> : null}
      <StyledTagList items={items} renderEmptyState={renderEmptyState}>
        {children}
      </StyledTagList>
    </StyledTagGroup>
  );
}

export type TagProps = Omit<AriaTagProps, 'className' | 'style' | 'children'> & { children: ReactNode };

export function Tag({ children, ...props }: TagProps) {
  const messages = useUiMessages();
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledTag {...props} textValue={textValue}>
      {({ allowsRemoving }) => (
        <>
          <span data-part="Label">{children}</span>
          {allowsRemoving ? (
            <Button slot="remove" aria-label={messages.remove}>
              <Icon name="close" />
            </Button>
          ) : null}
        </>
      )}
    </StyledTag>
  );
}
