/** The texts of the finder's output in the configurator: src/web/i18n/locales/<locale>/target.ts. */
export const TARGET_NAMESPACE = 'target';
