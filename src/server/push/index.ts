export { publish, downloadNotification, activationMessage } from './hub';
