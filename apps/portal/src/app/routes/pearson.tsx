export { PearsonPage as Component } from '../../features/partners/pearson-page.tsx';
