/** Internal area notifications (docs/product.md#constants); the configurator's toasts close after 3000 ms. */
export const INTERNAL_NOTIFICATIONS = {
  position: 'bottom-right',
  autoClose: 4000,
  limit: 5,
  containerWidth: 440,
  notificationMaxHeight: 200,
  transitionDuration: 250,
} as const;

export const CONFIGURATOR_NOTIFICATIONS = { autoClose: 3000, limit: 5 } as const;
