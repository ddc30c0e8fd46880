// CoreUI's parts and the app's shared classes (kit.scss), then the utility classes (purged at build,
// vite.config.ts). Imported once by the staff app and by each link page built with CoreUI
// components; the payer's terminal pages do without (docs/architecture.md "Styles").
import './kit.scss';
import './utilities.scss';
