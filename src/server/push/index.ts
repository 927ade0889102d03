export { publish, downloadNotification, activationMessage, closeAccountSockets } from './hub';
