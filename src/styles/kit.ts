// CoreUI's parts and the app's shared classes (kit.scss), then the utility classes (purged at build,
// vite.config.ts). Imported once by the staff app; the payer's and the signer's link pages do
// without (terminal.css, signLink.css; docs/architecture.md "Styles").
import './kit.scss';
import './utilities.scss';
