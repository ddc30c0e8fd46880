/** CoreUI's form fields and tables (screenParts.scss): asked with every staff screen but the home. */
export const loadScreenParts = () => import('./screenParts.scss');
