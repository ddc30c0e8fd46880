/**
 * The camera drawn on the payer's photo button (an emoji was a box where the device has no emoji
 * font). Decorative: the button's text names it. In the text's colour, 1em high.
 */
export function CameraIcon() {
  return (
    <svg className="terminal-photo__icon" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
      <circle cx="12" cy="13" r="4" />
    </svg>
  );
}
