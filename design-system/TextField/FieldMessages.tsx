import { FieldError, Text } from 'react-aria-components';
import { description as descriptionStyle, error as errorStyle } from '../styles/field.css';

export interface FieldMessagesProps {
  /** Help under the field, linked to it as its description. */
  description?: string | undefined;
  /** The rule the value breaks; shown and announced only while the field is invalid. */
  errorMessage?: string | undefined;
}

/** The description and error under every form field, wired by react-aria's slots. */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorStyle}>{errorMessage}</FieldError>
    </>
  );
}
