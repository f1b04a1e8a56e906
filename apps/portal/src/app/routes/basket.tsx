export { BasketPage as Component } from '../../features/basket/basket-page.tsx';
