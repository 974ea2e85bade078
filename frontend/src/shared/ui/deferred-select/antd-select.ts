// The chunk DeferredSelect fetches: antd's Select with rc-select and its virtual list.
export { Select } from 'antd';
