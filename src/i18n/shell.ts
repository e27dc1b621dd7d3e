// The shell's own texts (layouts, menu, login, restore, dashboard). Every key lives under
// `shell.` so it never collides with Refine's key set or plugin namespaces.

const en = {
  shell: {
    menu: {
      dashboard: 'Dashboard',
      reports: 'Reports',
      settings: 'Settings',
      sovcomCheck: 'Sovcom check',
      fileManager: 'File manager',
      help: 'Help',
    },
    help: {
      quickstartVideo: 'Quick start (video)',
      adminVideo: 'For administrators (video)',
      operatorVideo: 'For operators (video)',
      adminGuide: 'Administrator guide (PDF)',
      operatorGuide: 'Operator guide (PDF)',
      integrations: 'Integrations',
      bitrixGuide: 'Bitrix24 integration (PDF)',
      amoGuide: 'amoCRM integration (PDF)',
      externalGuide: 'External integration (PDF)',
    },
    roles: {
      ROLE_ADMIN: 'Administrator',
      ROLE_SUPERVISOR: 'Supervisor',
      ROLE_OPERATOR: 'Operator',
      ROLE_GUEST: 'Guest',
    },
    topbar: {
      toggleSidebar: 'Toggle the menu',
      userMenu: 'User menu',
      email: 'E-mail: {{email}}',
      logout: 'Log out',
      language: 'Language',
      home: 'Home',
    },
    footer: {
      serverVersion: 'Server {{version}}',
      clientVersion: 'Client {{version}}',
      copyright: '© 2005–{{year}}',
    },
    login: {
      title: 'Sign in',
      email: 'E-mail',
      password: 'Password',
      submit: 'Log in',
      forgot: 'Forgot your password?',
      emailRequired: 'Enter your e-mail',
      emailInvalid: 'Enter a valid e-mail',
      passwordRequired: 'Enter your password',
      failed: 'Could not sign in',
      denied: 'Your account has no access to {{page}}.',
      deniedHint: 'Sign in with an account that has, or',
      backHome: 'go back to the dashboard',
    },
    restore: {
      title: 'Password recovery',
      intro: 'Enter your e-mail and we will send you a link to set a new password.',
      email: 'E-mail',
      send: 'Send the link',
      newPasswordTitle: 'Set a new password',
      password: 'New password',
      confirm: 'Repeat the password',
      save: 'Save the password',
      passwordRequired: 'Enter a new password',
      passwordShort: 'At least 6 characters',
      mismatch: 'The passwords do not match',
      backToLogin: 'Back to sign in',
      failed: 'The request failed',
    },
    dashboard: {
      welcome: 'Welcome, {{name}}!',
      role: 'Role: {{role}}',
    },
    notFound: {
      title: 'Page not found',
      text: 'There is no page at this address.',
      back: 'To the dashboard',
    },
    common: {
      loading: 'Loading…',
      bootFailed: 'The application could not start',
    },
  },
};

export type ShellTexts = typeof en;
/** The same tree with any strings: what the other languages are typed against. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export { en as shellEn };
