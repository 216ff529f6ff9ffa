/** Label text with the required marker (the field itself carries aria-required). */
export function RequiredLabelText({ text }: { text: string }) {
  return (
    <>
      {text}
      <span aria-hidden="true" className="ms-0.5 text-red-600">
        *
      </span>
    </>
  );
}
