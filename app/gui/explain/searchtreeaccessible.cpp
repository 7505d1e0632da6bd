// SPDX-License-Identifier: MIT
#include "explain/searchtreeaccessible.h"

#include "explain/searchtreeview.h"

#include <QPointer>
#include <QWindow>

namespace {

// One node of the highlighted path, by its place on the path (the root is
// 0): it reads the view each time, so it always speaks of the path shown.
class NodeItem : public QAccessibleInterface
{
public:
    NodeItem(SearchTreeView *view, int place)
        : m_view(view)
        , m_place(place)
    { }

    bool isValid() const override { return node() >= 0; }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override
    {
        return m_view ? QAccessible::queryAccessibleInterface(m_view) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override
    {
        const int id = node();
        if (id < 0) {
            return {};
        }
        switch (t) {
        case QAccessible::Name:
            return m_view->nodeName(id);
        case QAccessible::Description:
            return m_view->nodeDescription(id);
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override
    {
        const int id = node();
        if (id < 0) {
            return {};
        }
        const QPoint at = m_view->mapFromScene(m_view->nodeScenePos(id));
        const QPoint global = m_view->viewport()->mapToGlobal(at);
        return { global - QPoint(6, 6), QSize(12, 12) };
    }
    QAccessible::Role role() const override { return QAccessible::TreeItem; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        state.selectable = true;
        const int id = node();
        if (id < 0) {
            state.invalid = true;
            return state;
        }
        const bool current = m_place + 1 == m_view->currentPath().size();
        state.selected = current;
        state.focused = current && m_view->hasFocus();
        state.focusable = true;
        state.expandable = true;
        state.expanded = true;
        const QPoint at = m_view->mapFromScene(m_view->nodeScenePos(id));
        state.invisible = !m_view->isVisible() || !m_view->viewport()->rect().contains(at);
        state.offscreen = state.invisible;
        return state;
    }

private:
    // The node's id, -1 when the path is shorter now.
    int node() const
    {
        if (!m_view || m_place >= m_view->currentPath().size()) {
            return -1;
        }
        return m_view->currentPath().at(m_place);
    }

    QPointer<SearchTreeView> m_view;
    int m_place;
};

QAccessibleInterface *searchTreeFactory(const QString &key, QObject *object)
{
    Q_UNUSED(key)
    if (auto *view = qobject_cast<SearchTreeView *>(object)) {
        return new SearchTreeAccessible(view);
    }
    return nullptr;
}

} // namespace

SearchTreeAccessible::SearchTreeAccessible(SearchTreeView *view)
    : QAccessibleWidget(view, QAccessible::Tree)
{ }

SearchTreeAccessible::~SearchTreeAccessible()
{
    for (QAccessible::Id id : std::as_const(m_items)) {
        QAccessible::deleteAccessibleInterface(id);
    }
}

void SearchTreeAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(searchTreeFactory);
        return true;
    }();
    Q_UNUSED(installed)
}

SearchTreeView *SearchTreeAccessible::view() const
{
    return static_cast<SearchTreeView *>(widget());
}

int SearchTreeAccessible::childCount() const
{
    return QAccessibleWidget::childCount() + int(view()->currentPath().size());
}

QAccessibleInterface *SearchTreeAccessible::child(int index) const
{
    const int widgets = QAccessibleWidget::childCount();
    if (index < widgets) {
        return QAccessibleWidget::child(index);
    }
    const int place = index - widgets;
    if (place >= view()->currentPath().size()) {
        return nullptr;
    }
    while (m_items.size() <= place) {
        m_items << QAccessible::registerAccessibleInterface(
            new NodeItem(view(), int(m_items.size())));
    }
    return QAccessible::accessibleInterface(m_items.at(place));
}

int SearchTreeAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    if (child && child->object()) {
        return QAccessibleWidget::indexOfChild(child);
    }
    const QAccessible::Id id
        = child ? QAccessible::uniqueId(const_cast<QAccessibleInterface *>(child)) : 0;
    const qsizetype place = m_items.indexOf(id);
    return place >= 0 && place < view()->currentPath().size()
        ? QAccessibleWidget::childCount() + int(place)
        : -1;
}

QString SearchTreeAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Value && view()->hasTree()) {
        return view()->nodeName(view()->currentNode());
    }
    return QAccessibleWidget::text(t);
}
