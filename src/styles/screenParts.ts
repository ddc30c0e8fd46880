/**
 * CoreUI's form fields and tables and the texts of the screens' shared parts (screenPartsTexts.ts):
 * asked with every staff screen but the home; settles once the texts are in.
 */
export const loadScreenParts = () => import('./screenPartsTexts').then((parts) => parts.textsLoaded);
