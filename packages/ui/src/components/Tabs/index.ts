export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs.tsx';
export { tabFromHash, writeTabHash } from './hash-tab.ts';
