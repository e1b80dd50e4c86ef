export { lightTheme, vars, breakpoints } from './tokens/theme.css';
export { Alert, type AlertProps } from './Alert/Alert';
export { Badge, roleTone, type BadgeProps } from './Badge/Badge';
export { Button, type ButtonProps } from './Button/Button';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Switch, type SwitchProps } from './Switch/Switch';
export { TextField, type TextFieldProps } from './TextField/TextField';
