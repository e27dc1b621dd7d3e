// The file manager domain (/fileManager) and the disk space figures.
export { fileManagerRoutes as fileDomain } from './routes';
