// The message keys of spec 001 section 8 (error catalogue and notices), in English; Russian in
// messages.ru.ts (one module per language: the app downloads only the active one's). Interpolation uses
// i18next's {{name}}.

const en = {
  error: 'Error',
  ok: 'OK',
  updated: 'Updated',
  deleted: 'Deleted',
  created: 'Created',
  taskAssigned: 'The task has been assigned',
  confirm: { delete: 'Delete this record?', yes: 'Yes', cancel: 'Cancel' },

  cardSaveError: 'The card was not saved',
  requiredInputs: 'Fill in all required fields',
  phoneError: 'The phone already exists or exceeds the allowed length',
  taskAlreadyExists: 'A task for this time ({{time}}) already exists',
  noContactsToCall: 'There are no contacts to call',
  noProjectManualCall: 'You are not in a project: manual dialling is unavailable',
  noProjectIncoming: 'You are not in a project: incoming calls are unavailable',
  trunkErrorUser:
    'The call could not be made. Contact the administrator and ask to change the trunk for manual calls',
  transferToNumber: 'Transfer to number {{phone}}',
  transferToNumberFailed: 'The transfer failed, check the number',
  clientHangUp: 'The customer hung up',
  statusChangeBlockedTimeCard: 'The status cannot be changed while a contact card is open',
  statusChangeBlocked: 'The telephony status should be Active',
  noProject: 'You are not assigned to any project',
  contactAdmin: 'Contact your administrator',
  noMicAccessHeader: 'No access to the microphone',
  noMicAccessMessage: 'Allow access to the microphone in the browser and reload the page',
  callNotAvailable: 'Calls are not available, contact your manager',
  callToOperatorNumber: "You cannot call the operator's number",
  reconnecting: 'Connection lost, reconnecting...',
  timeTrackingDisabled: 'Time tracking is unavailable',
  timeTrackingAvailable: 'Time tracking is available',
  contactHandedOver: 'The contact has been handed over to another operator',

  noPermission: 'The user does not have access rights',
  unableToConnect: 'Unable to connect',
  saveError: 'Error when saving',
  fileNotFound: 'File not found',
  contactNotFound: 'The contact does not exist',
  incorrectData: 'Incorrect data',
  userEmailExists: 'A user with this e-mail already exists',
  userPhoneExists: 'A user with this phone already exists',
  trunkNameExists: 'A trunk with this name already exists',
  templateInUse: 'The template cannot be changed: contacts use it',
  importInProgress: 'An import is already in progress',
  notEnoughFunds: 'Not enough funds',
  downloadError: 'Download error',
  deleteError: 'Delete error',
  noExportFields: 'No fields selected for export',
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many attempts, try again later',
  crmIntegrationError: 'CRM integration error: {{detail}}',
  pipelineChanged: 'The pipeline has changed: synchronize the statuses again',
  diskSpaceLow: 'The disk is nearly full and calls are stopped: delete old recordings',
  lowBalance: 'Low balance: {{balance}} ₽ (threshold {{threshold}} ₽)',
  enterFieldName: 'Enter a field name',
  fieldNameRequired: 'The name of the field is required',
  invalidJson: 'Not valid JSON',
  selectFile: 'Select a file',
  chooseFileToUpload: 'Choose a file to upload',
  cardTemplateRequired: 'The card template must be filled in',
  notifications: {
    task: {
      error: {
        no_user: 'No user is assigned to the contact',
        contact_not_found: 'The contact does not exist',
        already_exists: 'A task for this time already exists',
      },
    },
  },
};

export type MessageTexts = typeof en;
export { en as messagesEn };
