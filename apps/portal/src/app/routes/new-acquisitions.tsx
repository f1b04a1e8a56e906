export { NewAcquisitionsPage as Component } from '../../features/search/new-acquisitions-page.tsx';
