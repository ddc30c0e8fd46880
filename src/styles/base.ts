// The first screen's sheet of a payer's or a signer's page, which need nothing of the kit
// (src/main.tsx); the staff app has it in the kit (kit.scss starts with it).
import './base.scss';
