#pragma once

#include <QWidget>

#include <functional>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace quantum {

// The question of the moment in plain words, and a row of answers.
class PromptBar : public QWidget {
    Q_OBJECT
public:
    explicit PromptBar(QWidget *parent = nullptr);
    void setQuestion(const QString &text, const QString &detail = QString());
    void clearButtons();
    QPushButton *addButton(const QString &text, std::function<void()> onClick,
                           bool primary = false);
    // More answers than fit as buttons: a list and one button.
    void addChoice(const QStringList &texts, std::function<void(int)> onChoose,
                   const QString &buttonText);
    QList<QPushButton *> buttons() const;

private:
    QLabel *m_question = nullptr;
    QLabel *m_detail = nullptr;
    QHBoxLayout *m_row = nullptr;
};

} // namespace quantum
