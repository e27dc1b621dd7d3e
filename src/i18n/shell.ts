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

type Texts = typeof en;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

// Typed against `en` so a key missing in Russian fails the type check.
const ru: Shape<Texts> = {
  shell: {
    menu: {
      dashboard: 'Рабочий стол',
      reports: 'Отчёты',
      settings: 'Настройки',
      sovcomCheck: 'Проверка Совком',
      fileManager: 'Файловый менеджер',
      help: 'Помощь',
    },
    help: {
      quickstartVideo: 'Быстрый старт (видео)',
      adminVideo: 'Для администраторов (видео)',
      operatorVideo: 'Для операторов (видео)',
      adminGuide: 'Руководство администратора (PDF)',
      operatorGuide: 'Руководство оператора (PDF)',
      integrations: 'Интеграции',
      bitrixGuide: 'Интеграция с Битрикс24 (PDF)',
      amoGuide: 'Интеграция с amoCRM (PDF)',
      externalGuide: 'Внешняя интеграция (PDF)',
    },
    roles: {
      ROLE_ADMIN: 'Администратор',
      ROLE_SUPERVISOR: 'Супервайзер',
      ROLE_OPERATOR: 'Оператор',
      ROLE_GUEST: 'Гость',
    },
    topbar: {
      toggleSidebar: 'Свернуть или развернуть меню',
      userMenu: 'Меню пользователя',
      email: 'E-mail: {{email}}',
      logout: 'Выйти',
      language: 'Язык',
      home: 'Главная',
    },
    footer: {
      serverVersion: 'Сервер {{version}}',
      clientVersion: 'Клиент {{version}}',
      copyright: '© 2005–{{year}}',
    },
    login: {
      title: 'Вход',
      email: 'E-mail',
      password: 'Пароль',
      submit: 'Войти',
      forgot: 'Забыли пароль?',
      emailRequired: 'Введите e-mail',
      emailInvalid: 'Введите корректный e-mail',
      passwordRequired: 'Введите пароль',
      failed: 'Не удалось войти',
      denied: 'У вашей учётной записи нет доступа к странице {{page}}.',
      deniedHint: 'Войдите под учётной записью с доступом или',
      backHome: 'вернитесь на главную',
    },
    restore: {
      title: 'Восстановление пароля',
      intro: 'Введите e-mail, и мы пришлём ссылку для смены пароля.',
      email: 'E-mail',
      send: 'Отправить ссылку',
      newPasswordTitle: 'Новый пароль',
      password: 'Новый пароль',
      confirm: 'Повторите пароль',
      save: 'Сохранить пароль',
      passwordRequired: 'Введите новый пароль',
      passwordShort: 'Не короче 6 символов',
      mismatch: 'Пароли не совпадают',
      backToLogin: 'Вернуться ко входу',
      failed: 'Запрос не выполнен',
    },
    dashboard: {
      welcome: 'Добро пожаловать, {{name}}!',
      role: 'Роль: {{role}}',
    },
    notFound: {
      title: 'Страница не найдена',
      text: 'По этому адресу ничего нет.',
      back: 'На рабочий стол',
    },
    common: {
      loading: 'Загрузка…',
      bootFailed: 'Приложение не удалось запустить',
    },
  },
};

export const shellTexts = { en, ru };
