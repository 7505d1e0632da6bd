// SPDX-License-Identifier: MIT
#pragma once

#include <QAccessibleWidget>
#include <QList>

class SearchTreeView;

/*
 * What a screen reader sees of the search tree. The view draws its nodes
 * from the model and has no item per node, so Qt's interface had nothing to
 * read but the buttons and the summary. This one is a tree (role Tree)
 * whose children are the view's own widgets (buttons, summary, scroll bars)
 * and then one tree item per node of the highlighted path, the root first,
 * named as SearchTreeView::nodeName() names it ("Depth 2: queen on c7 (row
 * = 1, col = 2)"), described by its tool tip, the current node (the last)
 * selected and focused. Its value is the current node's name. The view
 * sends ObjectReorder and a value change when the path changes.
 *
 * install() registers it for every SearchTreeView; installing twice is harmless.
 */
class SearchTreeAccessible : public QAccessibleWidget
{
public:
    explicit SearchTreeAccessible(SearchTreeView *view);
    ~SearchTreeAccessible() override;

    static void install();

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QString text(QAccessible::Text t) const override;
    QAccessible::Role role() const override { return QAccessible::Tree; }

private:
    SearchTreeView *view() const;

    // The node items made so far, by their place on the path; each lives
    // until this interface goes.
    mutable QList<QAccessible::Id> m_items;
};
