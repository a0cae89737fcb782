// What other parts of the server may use of selling items.
export { sweepUnattachedPhotos } from './sweep-unattached-photos';
export { countItemTabs } from './list-admin-items';
