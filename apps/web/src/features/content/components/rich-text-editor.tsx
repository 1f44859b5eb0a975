import { useEffect } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { contentNs } from '../locales/i18n';

/** The article body editor (Tiptap): headings, emphasis, lists and links; the server sanitises what it gets. */
export function RichTextEditor({ value, onChange, label }: { value?: string; onChange?: (html: string) => void; label: string }) {
  const { t } = useTranslation(contentNs);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value ?? '',
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'content-editor__body' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (opening another article) replaces the text.
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const tool = (title: string, icon: React.ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={title} onClick={run} />
    </Tooltip>
  );
  const setLink = () => {
    const href = window.prompt(t('form.linkPrompt'), editor.getAttributes('link').href as string | undefined);
    if (href === null) return;
    if (href === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().setLink({ href }).run();
  };
  return (
    <div className="content-editor">
      <Space className="content-editor__bar" size={2}>
        <Button size="small" type={editor.isActive('heading', { level: 2 }) ? 'primary' : 'text'} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
          {t('form.heading')}
        </Button>
        {tool(t('form.bold'), <BoldOutlined />, editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {tool(t('form.italic'), <ItalicOutlined />, editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {tool(t('form.bulletList'), <UnorderedListOutlined />, editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
        {tool(t('form.orderedList'), <OrderedListOutlined />, editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
        {tool(t('form.link'), <LinkOutlined />, editor.isActive('link'), setLink)}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
