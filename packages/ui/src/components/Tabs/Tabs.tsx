import { type ReactNode, useEffect, useState } from 'react';
import type {
  Key,
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles.ts';
import { tabFromHash, writeTabHash } from './hash-tab.ts';

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'> & {
  /**
   * Keeps the selected tab in the URL hash so each panel has its own address. Give the ids of
   * the tabs; the first is the default when the hash names none of them.
   */
  hashIds?: readonly string[];
};

/**
 * Tabs on react-aria: arrow keys move between tabs (and select them), Home/End jump to the ends.
 * With `hashIds`, the selected panel is linkable (`…/titulo/123#exemplares`).
 */
export function Tabs({ hashIds, ...props }: TabsProps) {
  const [hashKey, setHashKey] = useState<Key | undefined>(() =>
    hashIds ? (tabFromHash(window.location.hash, hashIds) ?? hashIds[0]) : undefined,
  );

  useEffect(() => {
    if (!hashIds) return;
    const onHashChange = () => {
      const id = tabFromHash(window.location.hash, hashIds);
      if (id) setHashKey(id);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [hashIds]);

  if (!hashIds) return <StyledTabs {...props} data-component="Tabs" />;
  return (
    <StyledTabs
      {...props}
      selectedKey={hashKey}
      onSelectionChange={(key) => {
        setHashKey(key);
        writeTabHash(String(key));
        props.onSelectionChange?.(key);
      }}
      data-component="Tabs"
    />
  );
}

export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style'>;

/** The row of tabs; name it with `aria-label` when no heading does. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <StyledTabList {...props} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style' | 'children'> & { children: ReactNode };

export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
