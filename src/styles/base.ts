// The first screen's sheet of a payer's page, which needs nothing of the kit (src/main.tsx); the
// staff app and the signer's page have it in the kit (kit.scss starts with it).
import './base.scss';
