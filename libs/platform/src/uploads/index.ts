export * from './image-content';
export * from './upload-store';
export * from './single-upload';
