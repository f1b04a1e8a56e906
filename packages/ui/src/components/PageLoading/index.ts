export { PageLoading, type PageLoadingProps } from './PageLoading.tsx';
