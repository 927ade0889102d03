/** Month, select-all and range selections ask the server; their code loads when first used. */
export const selectionScopes = () => import('@/stores/library/scopes');
