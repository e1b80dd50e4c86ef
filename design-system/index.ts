export { lightTheme, vars, breakpoints } from './tokens/theme.css';
export { Button, type ButtonProps } from './Button/Button';
