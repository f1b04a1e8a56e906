export { groupsContaining, SideNav, type SideNavItem, type SideNavProps } from './SideNav.tsx';
