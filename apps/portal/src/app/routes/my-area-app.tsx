export { AppPage as Component } from '../../features/my-area/app-page.tsx';
