// A day as the app writes it (lib/dayText: DD-MM-YYYY).
const DAY = /(\d{2}-\d{2}-\d{4})/;

/**
 * A sentence with days in it (a return's "may be deposited again until 20-04-2027"), each day kept
 * whole on its line and isolated left to right, as DateText shows one: a browser breaks a line after
 * a date's dash ("20-04-" / "2027") where a narrow cell wraps the sentence. The text read is the same.
 */
export function KeepDates({ children }: { children: string }) {
  const parts = children.split(DAY);
  if (parts.length === 1) return children;
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="date-text" dir="ltr">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
