// The shell's texts in Russian (shell.ts has the English).
import type { Shape, ShellTexts } from './shell';

// Typed against `en` so a key missing in Russian fails the type check.
const ru: Shape<ShellTexts> = {
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

export { ru as shellRu };
