import { FieldError } from 'react-aria-components';

/** The inline 000 §5 message under a field; announced when it appears. */
export function CardFieldError({ message }: { message: string }) {
  return (
    <FieldError className="mt-1.5 text-xs font-medium text-red-700">
      <span role="alert">{message}</span>
    </FieldError>
  );
}

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
