#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace quantum {

// Settings remembered with QSettings: animations, computer pace, end-turn confirmation.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);
    void accept() override;

private:
    QComboBox *m_animations = nullptr;
    QCheckBox *m_confirm = nullptr;
    QCheckBox *m_sounds = nullptr;
    QSpinBox *m_pace = nullptr;
};

// All the cards with their effects.
class CardGallery : public QDialog {
    Q_OBJECT
public:
    explicit CardGallery(QWidget *parent = nullptr);
};

} // namespace quantum
