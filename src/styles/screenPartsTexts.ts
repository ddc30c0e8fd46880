// What the screens with fields and tables need before they show, in a chunk of its own (the frame
// only names it: the link pages and the home carry neither): CoreUI's fields and tables, and the
// texts of the shared parts those screens have (the `screenParts` namespace: file, phone-code,
// date-range and colour fields, sharing, cropping...), so that lazyPage's screen never renders its
// parts' keys. (A top-level await here would split the build's chunk groups apart.)
import './screenParts.scss';
import './screenVariants.scss';
import { i18n } from '@/i18n/i18n';

export const textsLoaded = i18n.loadNamespaces('screenParts');
