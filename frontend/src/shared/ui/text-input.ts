/**
 * antd's one-line text field. The `Input` that `antd` exports carries Input.TextArea, .Password,
 * .Search and .OTP (with their icons and styles) into every chunk that imports it; a list's search
 * field needs only the field (issue 22: about 5 KB of a list screen's first load).
 */
export { default as TextInput } from 'antd/es/input/Input';
