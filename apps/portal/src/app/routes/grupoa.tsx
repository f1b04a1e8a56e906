export { GrupoAPage as Component } from '../../features/partners/grupoa-page.tsx';
