import views from './views';

const root = document.getElementById('root');
if (root) {
  root.textContent = `${Object.keys(views).length} views`;
}
