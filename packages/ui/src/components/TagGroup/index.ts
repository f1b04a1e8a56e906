export { Tag, TagGroup, type TagGroupProps, type TagProps } from './TagGroup.tsx';
