export {
  ChoiceList,
  type ChoiceListHandle,
  type ChoiceListItem,
  type ChoiceListProps,
  type ChoiceListSection,
} from './ChoiceList.tsx';
